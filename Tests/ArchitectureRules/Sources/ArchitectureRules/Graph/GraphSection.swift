import Foundation

/// The part of docs/architecture.md between two markers that `Scripts/graph` rewrites with the
/// Mermaid graph of the manifests, and the test command compares with them.
public enum GraphSection {
    public static let begin = "<!-- graph:begin: written by Scripts/graph from the manifests; do not edit -->"
    public static let end = "<!-- graph:end -->"

    /// The section as it stands in `document`: the text between the markers; nil without them.
    public static func current(in document: String) -> String? {
        guard let start = document.range(of: begin), let stop = document.range(of: end, range: start.upperBound..<document.endIndex)
        else { return nil }
        return String(document[start.upperBound..<stop.lowerBound])
    }

    /// What the section holds for `graph`: the flowchart in a `mermaid` block.
    public static func body(for graph: String) -> String {
        "\n```mermaid\n" + graph + "```\n"
    }

    /// `document` with the section holding `graph`; nil when it has no markers.
    public static func rewrite(_ document: String, with graph: String) -> String? {
        guard let start = document.range(of: begin), let stop = document.range(of: end, range: start.upperBound..<document.endIndex)
        else { return nil }
        return document.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: body(for: graph))
    }
}
