/// One dependency the manifests or the sources declare, judged by the dependency table: a package
/// naming a package, a target naming a module, or a source file importing one.
public struct BoundaryEdge: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Comparable {
        case package, target
        case `import`

        public static func < (left: Kind, right: Kind) -> Bool {
            [Kind.package, .target, .import].firstIndex(of: left)! < [Kind.package, .target, .import].firstIndex(of: right)!
        }
    }

    /// What makes two edges the same across revisions: an import moved from one file of a target
    /// to another is the same edge.
    public struct Key: Sendable, Hashable, Comparable {
        public let kind: Kind
        /// A package folder, or a module name.
        public let from: String
        /// A package folder or URL, or a module name.
        public let to: String

        public static func < (left: Key, right: Key) -> Bool {
            (left.kind, left.from, left.to) < (right.kind, right.from, right.to)
        }
    }

    public let key: Key
    /// "MovieDetailsFeature (feature)", "Features/TitleListFeature (feature)".
    public let fromLabel: String
    /// "MoviesDomain (Domain of Movies)", "https://github.com/groue/GRDB.swift (third-party)".
    public let toLabel: String
    public let judgement: Judgement
    /// The manifest (`<package>/Package.swift`) or the source file and line that declares it.
    public let location: String
    /// For an import: inside an `#if` block, whose condition is not evaluated.
    public let isConditional: Bool
    /// The finding as the rule check words it.
    public let finding: String

    public init(
        key: Key, fromLabel: String, toLabel: String, judgement: Judgement, location: String, isConditional: Bool = false,
        finding: String
    ) {
        self.key = key
        self.fromLabel = fromLabel
        self.toLabel = toLabel
        self.judgement = judgement
        self.location = location
        self.isConditional = isConditional
        self.finding = finding
    }

    /// The same edge, declared at `location`.
    func located(at location: String) -> BoundaryEdge {
        BoundaryEdge(
            key: key, fromLabel: fromLabel, toLabel: toLabel, judgement: judgement, location: location, isConditional: isConditional,
            finding: finding)
    }

    /// The violation it is when the table forbids it.
    public var violation: Violation? {
        judgement.allowed ? nil : Violation(location: location, rule: judgement.rule, finding: finding)
    }
}
