/// One place where the tree breaks a rule: where, which rule, and what was found.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// A repository-relative path, with ":line" for a source file.
    public let location: String
    public let rule: Rule
    public let finding: String

    public init(location: String, rule: Rule, finding: String) {
        self.location = location
        self.rule = rule
        self.finding = finding
    }

    public var description: String {
        "\(location): \(finding)\n    rule \(rule.id): \(rule.statement)"
    }
}
