import ArchitectureRules
import Foundation
import Testing

/// The Mermaid graph of docs/architecture.md: written in the subset `MermaidGraph` promises, and
/// the same as the manifests give (the test command fails when a manifest changed and
/// `Scripts/graph` was not run).
@Suite struct MermaidGraphTests {
    /// Each line of the subset, as a pattern.
    static let subset = [
        #"^flowchart BT$"#,
        #"^  subgraph [a-z]+ \[[A-Za-z ]+\]$"#,
        #"^    [A-Za-z][A-Za-z0-9_]*\["[A-Za-z0-9 ]+"\]$"#,
        #"^  end$"#,
        #"^  [A-Za-z][A-Za-z0-9_]* (-->|-\.->) [A-Za-z][A-Za-z0-9_]*$"#,
        #"^  classDef [a-z]+Ring fill:#[0-9a-f]{6},stroke:#[0-9a-f]{6}$"#,
        #"^  class [A-Za-z0-9_]+(,[A-Za-z0-9_]+)* [a-z]+Ring$"#,
    ]

    @Test func theGraphIsWrittenInTheSubset() throws {
        let graph = MermaidGraph.flowchart(try RepositoryManifests.project(at: RepositoryRoot.url))
        let patterns = try Self.subset.map { try Regex($0) }
        var declared = Set<String>()
        var used = Set<String>()
        var depth = 0
        for line in graph.split(separator: "\n").map(String.init) {
            #expect(patterns.contains { line.wholeMatch(of: $0) != nil }, "not in the subset: \(line)")
            let words = line.split(separator: " ").map(String.init)
            if words.first == "subgraph" { depth += 1 }
            if words.first == "end" { depth -= 1 }
            if line.hasPrefix("    "), let id = words.first?.split(separator: "[").first { declared.insert(String(id)) }
            if words.count == 3, ["-->", "-.->"].contains(words[1]) { used.formUnion([words[0], words[2]]) }
            #expect(words.first != "end" || line == "  end", "a node may not be called end")
        }
        #expect(depth == 0, "every subgraph ends")
        #expect(used.isSubset(of: declared), "edges to nodes no subgraph holds: \(used.subtracting(declared).sorted())")
        #expect(!declared.contains("end"))
    }

    @Test func contextsAreCollapsedAndAntiCorruptionIsDashed() throws {
        let graph = MermaidGraph.flowchart(try RepositoryManifests.project(at: RepositoryRoot.url))
        #expect(graph.contains(#"    MoviesContext["Movies context"]"#))
        #expect(!graph.contains("MoviesDomain"), "a context's layers are one node")
        #expect(graph.contains("  PopcornSearchAdapters -.-> MoviesContext"), "Search reads Movies through an anti-corruption adapter")
        #expect(graph.contains("  PopcornMoviesAdapters --> MoviesContext"), "an adapter filling its own context's ports")
        #expect(graph.contains("  MovieDetailsFeature --> Presentation"))
    }

    @Test func theCommittedGraphIsTheManifests() throws {
        let graph = MermaidGraph.flowchart(try RepositoryManifests.project(at: RepositoryRoot.url))
        let document = try String(contentsOf: RepositoryRoot.url.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let committed = try #require(GraphSection.current(in: document), "docs/architecture.md has no graph markers")
        #expect(
            committed == GraphSection.body(for: graph), "docs/architecture.md's graph is not the manifests' any more: run Scripts/graph")
    }

    @Test func theSectionIsRewrittenBetweenItsMarkers() {
        let document = "before\n\(GraphSection.begin)\nold\n\(GraphSection.end)\nafter\n"
        let rewritten = GraphSection.rewrite(document, with: "flowchart BT\n")
        #expect(rewritten == "before\n\(GraphSection.begin)\n```mermaid\nflowchart BT\n```\n\(GraphSection.end)\nafter\n")
        #expect(GraphSection.rewrite("no markers", with: "flowchart BT\n") == nil)
    }
}
