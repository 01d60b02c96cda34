import Foundation

/// The review as Markdown to paste into a pull request: one table of every edge added or
/// removed, each with its rule linked to where it is stated.
public enum ReviewMarkdownFormat {
    public static func render(_ review: BoundaryReview) -> String {
        var lines = ["### Boundary review: \(cell(review.base)) → \(cell(review.head))", ""]
        let forbidden = review.forbidden.count + review.newLayoutViolations.count
        lines.append(forbidden == 0 ? "Nothing forbidden is added." : "**\(forbidden) forbidden** edge\(forbidden == 1 ? "" : "s") added.")
        lines.append("")
        let edges = review.added.map { ("+", $0) } + review.removed.map { ("−", $0) }
        if edges.isEmpty {
            lines.append("No package dependency, target dependency or import is added or removed.")
        } else {
            lines.append("| | kind | from (ring) | to (ring) | verdict | rule | where |")
            lines.append("|---|---|---|---|---|---|---|")
            for (sign, edge) in edges {
                let rule = edge.judgement.rule
                let verdict = edge.judgement.allowed ? "allowed" : (sign == "+" ? "**forbidden**" : "forbidden (removed)")
                let location = "`\(cell(edge.location))`" + (edge.isConditional ? " (inside `#if`)" : "")
                lines.append(
                    "| \(sign) | \(edge.key.kind.rawValue) | \(cell(edge.fromLabel)) | \(cell(edge.toLabel)) | \(verdict) | [\(rule.id)](\(rule.reference)) | \(location) |"
                )
            }
        }
        if !review.newLayoutViolations.isEmpty {
            lines += ["", "Other rules broken:", ""]
            lines += review.newLayoutViolations.map {
                "- `\(cell($0.location))`: \(cell($0.finding)) ([\($0.rule.id)](\($0.rule.reference)))"
            }
        }
        if !review.thirdParty.isEmpty {
            lines += ["", "Third-party packages:", ""]
            lines += review.thirdParty.map {
                "- \($0.added ? "added" : "removed"): \($0.url), named by \($0.namedBy.joined(separator: ", "))"
            }
        }
        if !review.packages.isEmpty {
            lines += ["", "Packages:", ""]
            lines += review.packages.map { "- \($0.added ? "added" : "removed"): \($0.role), `\($0.path)`" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
