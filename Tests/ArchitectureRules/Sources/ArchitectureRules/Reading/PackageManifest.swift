/// The parts of a package manifest the rules read, from `swift package dump-package`.
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case regular, executable, test, macro, plugin, system, binary
        }

        public enum Reference: Sendable, Equatable {
            /// `"Name"` or `.target(name:)`: a target of this package, or a product of the same name.
            case byName(String)
            /// `.product(name:package:)`.
            case product(name: String, package: String)
        }

        public let name: String
        public let kind: Kind
        /// The custom path, relative to the package; nil for the default `Sources/<name>` or `Tests/<name>`.
        public let path: String?
        public let dependencies: [Reference]

        public init(name: String, kind: Kind, path: String?, dependencies: [Reference]) {
            self.name = name
            self.kind = kind
            self.path = path
            self.dependencies = dependencies
        }

        /// Tests and the support code beside them are not production code.
        public var isProduction: Bool {
            kind != .test && !(path ?? "").hasPrefix("Tests/")
        }

        public var sourcePath: String {
            path ?? (kind == .test ? "Tests/\(name)" : "Sources/\(name)")
        }
    }

    public struct Product: Sendable, Equatable {
        public let name: String
        public let targets: [String]

        public init(name: String, targets: [String]) {
            self.name = name
            self.targets = targets
        }
    }

    /// The package folder, relative to the repository root.
    public let path: String
    public let name: String
    /// Path dependencies as written, relative to the package folder.
    public let pathDependencies: [String]
    /// URL dependencies.
    public let urlDependencies: [String]
    public let targets: [Target]
    public let products: [Product]

    public init(path: String, name: String, pathDependencies: [String], urlDependencies: [String], targets: [Target], products: [Product]) {
        self.path = path
        self.name = name
        self.pathDependencies = pathDependencies
        self.urlDependencies = urlDependencies
        self.targets = targets
        self.products = products
    }
}
