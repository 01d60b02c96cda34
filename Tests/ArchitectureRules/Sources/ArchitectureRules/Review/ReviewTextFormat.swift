/// The review for a terminal: what is forbidden first, with its rule and where the rule is stated,
/// then every edge added and removed, the third-party packages and the packages.
public enum ReviewTextFormat {
    public static func render(_ review: BoundaryReview) -> String {
        var lines = ["Boundary review: \(review.base) → \(review.head)", ""]
        if !review.forbidden.isEmpty || !review.newLayoutViolations.isEmpty {
            lines.append("Forbidden, added by this change (\(review.forbidden.count + review.newLayoutViolations.count)):")
            for edge in review.forbidden {
                lines.append(
                    "  \(edge.key.kind.rawValue)  \(edge.fromLabel) → \(edge.toLabel)\(edge.isConditional ? "  (inside #if)" : "")")
                lines.append("      at \(edge.location)")
                lines.append("      rule \(edge.judgement.rule.id): \(edge.judgement.rule.statement)")
                lines.append("      see \(edge.judgement.rule.reference)")
            }
            for violation in review.newLayoutViolations {
                lines.append("  \(violation.finding)")
                lines.append("      at \(violation.location)")
                lines.append("      rule \(violation.rule.id): \(violation.rule.statement)")
                lines.append("      see \(violation.rule.reference)")
            }
            lines.append("")
        }
        lines.append("Edges added (\(review.added.count)):")
        lines += review.added.map { line("+", $0) }
        lines.append("Edges removed (\(review.removed.count)):")
        lines += review.removed.map { line("-", $0) }
        if !review.thirdParty.isEmpty {
            lines.append("Third-party packages:")
            lines += review.thirdParty.map { "  \($0.added ? "+" : "-") \($0.url), named by \($0.namedBy.joined(separator: ", "))" }
        }
        if !review.packages.isEmpty {
            lines.append("Packages:")
            lines += review.packages.map { "  \($0.added ? "+" : "-") \($0.role): \($0.path)" }
        }
        lines.append("")
        lines.append(summary(review))
        return lines.joined(separator: "\n") + "\n"
    }

    static func summary(_ review: BoundaryReview) -> String {
        let forbidden = review.forbidden.count + review.newLayoutViolations.count
        return "\(review.added.count) added, \(review.removed.count) removed, \(forbidden) forbidden"
    }

    private static func line(_ sign: String, _ edge: BoundaryEdge) -> String {
        let verdict = edge.judgement.allowed ? "allowed by" : "FORBIDDEN by"
        let conditional = edge.isConditional ? ", inside #if" : ""
        return
            "  \(sign) \(edge.key.kind.rawValue)  \(edge.fromLabel) → \(edge.toLabel)  [\(verdict) \(edge.judgement.rule.id); \(edge.location)\(conditional)]"
    }
}
