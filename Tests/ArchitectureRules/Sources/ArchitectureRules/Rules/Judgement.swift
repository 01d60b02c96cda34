/// What the dependency table says of one edge: the rule that governs it, and whether that rule
/// allows it. The check reports the forbidden ones; the review names the rule of every edge.
public struct Judgement: Sendable, Hashable {
    public let rule: Rule
    public let allowed: Bool

    public init(rule: Rule, allowed: Bool) {
        self.rule = rule
        self.allowed = allowed
    }

    static func allowed(by rule: Rule) -> Judgement { Judgement(rule: rule, allowed: true) }
    static func forbidden(by rule: Rule) -> Judgement { Judgement(rule: rule, allowed: false) }
}
