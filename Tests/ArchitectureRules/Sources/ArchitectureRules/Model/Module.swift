/// A Swift module of the project: a target, where it lives, and which ring it is in.
public struct Module: Sendable, Hashable {
    public let name: String
    /// The package folder, relative to the repository root.
    public let packagePath: String
    public let layer: Layer
    /// For a context's layers and a context adapter: the context ("Movies").
    public let context: String?
    /// Test targets and test-support targets (under `Tests/`) are not production code.
    public let isProduction: Bool
    /// The folder of its sources, relative to the repository root.
    public let sourcePath: String

    public init(name: String, packagePath: String, layer: Layer, context: String?, isProduction: Bool, sourcePath: String) {
        self.name = name
        self.packagePath = packagePath
        self.layer = layer
        self.context = context
        self.isProduction = isProduction
        self.sourcePath = sourcePath
    }

    /// "MoviesDomain (Domain of Movies)", "DesignSystem (Core)".
    public var label: String {
        if let context { return "\(name) (\(layer.rawValue) of \(context))" }
        return "\(name) (\(layer.rawValue))"
    }
}
