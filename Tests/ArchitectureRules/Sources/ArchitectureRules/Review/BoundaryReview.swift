/// What a change does to the boundaries: the edges it adds and removes, each judged by the same
/// table as the rule check; the third-party packages it brings in or drops; the contexts,
/// features, adapters and other packages it adds or removes; and the violations that are no edge
/// (a context target that is not a layer, a name used twice) it brings.
public struct BoundaryReview: Sendable {
    /// A package added or removed, with what it is in the house.
    public struct PackageChange: Sendable, Equatable {
        public let path: String
        /// "context Movies", "feature", "context adapter for Movies", "vendor client".
        public let role: String
        public let added: Bool
    }

    /// A third-party package that a revision names and the other does not.
    public struct ThirdPartyChange: Sendable, Equatable {
        public let url: String
        /// The packages naming it, with their rings: "Contexts/PopcornMovies (context)".
        public let namedBy: [String]
        public let added: Bool
    }

    public let base: String
    public let head: String
    public let added: [BoundaryEdge]
    public let removed: [BoundaryEdge]
    public let thirdParty: [ThirdPartyChange]
    public let packages: [PackageChange]
    /// Layout violations of the head that the base did not have.
    public let newLayoutViolations: [Violation]

    public init(base: BoundarySnapshot, head: BoundarySnapshot, baseTitle: String, headTitle: String) {
        self.base = baseTitle
        self.head = headTitle
        added = Set(head.edges.keys).subtracting(base.edges.keys).sorted().map { head.edges[$0]! }
        removed = Set(base.edges.keys).subtracting(head.edges.keys).sorted().map { base.edges[$0]! }
        let namers = { (snapshot: BoundarySnapshot, url: String) in
            (snapshot.thirdParty[url] ?? []).sorted().map {
                "\($0) (\(snapshot.packages[$0].flatMap { $0?.rawValue } ?? "outside the layout"))"
            }
        }
        thirdParty =
            Set(head.thirdParty.keys).subtracting(base.thirdParty.keys).sorted().map {
                ThirdPartyChange(url: $0, namedBy: namers(head, $0), added: true)
            }
            + Set(base.thirdParty.keys).subtracting(head.thirdParty.keys).sorted().map {
                ThirdPartyChange(url: $0, namedBy: namers(base, $0), added: false)
            }
        packages =
            Set(head.packages.keys).subtracting(base.packages.keys).sorted().map {
                PackageChange(path: $0, role: Self.role(ofPackageAt: $0), added: true)
            }
            + Set(base.packages.keys).subtracting(head.packages.keys).sorted().map {
                PackageChange(path: $0, role: Self.role(ofPackageAt: $0), added: false)
            }
        let known = Set(base.layoutViolations.map { "\($0.rule.id) \($0.finding)" })
        newLayoutViolations = head.layoutViolations.filter { !known.contains("\($0.rule.id) \($0.finding)") }
    }

    /// The edges added that the table forbids.
    public var forbidden: [BoundaryEdge] { added.filter { !$0.judgement.allowed } }

    /// 0 when the change adds nothing forbidden, 1 when it does.
    public var exitStatus: Int32 { forbidden.isEmpty && newLayoutViolations.isEmpty ? 0 : 1 }

    static func role(ofPackageAt path: String) -> String {
        switch PackageKind(relativePath: path) {
        case .context: "context \(ProjectModel.contextName(ofPackageAt: path))"
        case .contextAdapter: "context adapter for \(ProjectModel.contextName(ofPackageAt: path))"
        case .vendor: "vendor client"
        case .some(let kind): kind.rawValue
        case nil: "outside the layout"
        }
    }
}
