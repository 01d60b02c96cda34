import Foundation

/// The review as one JSON document, for a bot.
public enum ReviewJSONFormat {
    struct Document: Encodable {
        struct RuleEntry: Encodable {
            let id: String
            let statement: String
            let reference: String
        }

        struct Change: Encodable {
            let change: String
            let kind: String
            let from: String
            let fromLabel: String
            let to: String
            let toLabel: String
            let allowed: Bool
            let rule: RuleEntry
            let location: String
            let conditional: Bool
        }

        struct ThirdParty: Encodable {
            let change: String
            let url: String
            let namedBy: [String]
        }

        struct Package: Encodable {
            let change: String
            let path: String
            let role: String
        }

        struct OtherViolation: Encodable {
            let location: String
            let finding: String
            let rule: RuleEntry
        }

        let base: String
        let head: String
        let forbidden: Int
        let exitStatus: Int32
        let changes: [Change]
        let thirdParty: [ThirdParty]
        let packages: [Package]
        let otherViolations: [OtherViolation]
    }

    public static func render(_ review: BoundaryReview) -> String {
        let rule = { (rule: Rule) in Document.RuleEntry(id: rule.id, statement: rule.statement, reference: rule.reference) }
        let change = { (name: String, edge: BoundaryEdge) in
            Document.Change(
                change: name, kind: edge.key.kind.rawValue, from: edge.key.from, fromLabel: edge.fromLabel, to: edge.key.to,
                toLabel: edge.toLabel, allowed: edge.judgement.allowed, rule: rule(edge.judgement.rule), location: edge.location,
                conditional: edge.isConditional)
        }
        let document = Document(
            base: review.base,
            head: review.head,
            forbidden: review.forbidden.count + review.newLayoutViolations.count,
            exitStatus: review.exitStatus,
            changes: review.added.map { change("added", $0) } + review.removed.map { change("removed", $0) },
            thirdParty: review.thirdParty.map { .init(change: $0.added ? "added" : "removed", url: $0.url, namedBy: $0.namedBy) },
            packages: review.packages.map { .init(change: $0.added ? "added" : "removed", path: $0.path, role: $0.role) },
            otherViolations: review.newLayoutViolations.map { .init(location: $0.location, finding: $0.finding, rule: rule($0.rule)) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
