import ArchitectureRules
import Foundation

// popcorn-architecture check [ROOT]   the dependency rule; one paragraph per violation, exit 1 if any
// popcorn-architecture graph [ROOT]   the module graph in Graphviz DOT on standard output
// popcorn-architecture mermaid [ROOT] [--write|--check]
//                                     the rings as a Mermaid flowchart; --write puts it between the markers of
//                                     docs/architecture.md, --check exits 1 when what is there differs
// popcorn-architecture review ROOT [BASE [HEAD]] [--format text|markdown] [--json]
//                                     what a change does to the boundaries (docs/review.md): exit 0 when
//                                     it adds nothing forbidden, 1 when it does, 64 for a bad revision

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: popcorn-architecture check|graph [REPOSITORY_ROOT]
           popcorn-architecture mermaid [REPOSITORY_ROOT] [--write|--check]
           popcorn-architecture review REPOSITORY_ROOT [BASE [HEAD]] [--format text|markdown] [--json]
    """

func repositoryRoot(_ path: String?) -> URL {
    let root = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Package.swift").path) else {
        fail("\(root.path) is not the Popcorn repository root (it has no App/Package.swift).\n\(usage)", status: 64)
    }
    return root
}

func review(_ arguments: [String]) -> Never {
    var positional: [String] = []
    var format = "text"
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--json": format = "json"
        case "--format":
            guard let value = rest.popFirst(), ["text", "markdown", "json"].contains(value) else {
                fail("--format takes text, markdown or json.\n\(usage)", status: 64)
            }
            format = value
        case let option where option.hasPrefix("--format="):
            let value = String(option.dropFirst("--format=".count))
            guard ["text", "markdown", "json"].contains(value) else { fail("--format takes text, markdown or json.\n\(usage)", status: 64) }
            format = value
        case let option where option.hasPrefix("-") && option.count > 1:
            fail("unknown option \(option).\n\(usage)", status: 64)
        default: positional.append(argument)
        }
    }
    guard (1...3).contains(positional.count) else { fail(usage, status: 64) }
    let root = repositoryRoot(positional[0])
    let result: BoundaryReview
    do {
        result = try BoundaryReviewer.review(
            repository: root, base: positional.count > 1 ? positional[1] : nil, head: positional.count > 2 ? positional[2] : nil,
            cache: .standard())
    } catch {
        fail("popcorn-architecture review: \(error)", status: error.exitStatus)
    }
    switch format {
    case "json": print(ReviewJSONFormat.render(result), terminator: "")
    case "markdown": print(ReviewMarkdownFormat.render(result), terminator: "")
    default: print(ReviewTextFormat.render(result), terminator: "")
    }
    exit(result.exitStatus)
}

guard let command = arguments.first, ["check", "graph", "mermaid", "review"].contains(command) else {
    fail(usage, status: 64)
}
if command == "review" { review(Array(arguments.dropFirst())) }
let mode = arguments.dropFirst().first { $0.hasPrefix("--") }
let positional = arguments.dropFirst().filter { !$0.hasPrefix("--") }
guard positional.count <= 1, mode == nil || (command == "mermaid" && ["--write", "--check"].contains(mode)) else {
    fail(usage, status: 64)
}
let root = repositoryRoot(positional.first)

let project: ProjectModel
do {
    project = try ProjectModel.load(root: root)
} catch {
    fail("popcorn-architecture: \(error)", status: 1)
}

switch command {
case "graph":
    print(DependencyGraph.dot(project), terminator: "")
case "mermaid":
    let graph = MermaidGraph.flowchart(project)
    guard let mode else {
        print(graph, terminator: "")
        exit(0)
    }
    let file = root.appendingPathComponent("docs/architecture.md")
    guard let document = try? String(contentsOf: file, encoding: .utf8), let current = GraphSection.current(in: document),
        let rewritten = GraphSection.rewrite(document, with: graph)
    else {
        fail("docs/architecture.md has no graph markers (\(GraphSection.begin) … \(GraphSection.end))", status: 1)
    }
    if mode == "--check" {
        guard current == GraphSection.body(for: graph) else {
            fail("docs/architecture.md: the graph is not the manifests' any more; run Scripts/graph", status: 1)
        }
        exit(0)
    }
    do {
        if rewritten != document { try rewritten.write(to: file, atomically: true, encoding: .utf8) }
    } catch {
        fail("could not write docs/architecture.md: \(error)", status: 1)
    }
default:
    let violations = ArchitectureCheck.violations(in: project, root: root)
    for violation in violations {
        print(violation)
    }
    let modules = project.modules.values.filter(\.isProduction).count
    print(
        "architecture: \(project.manifests.count) packages, \(modules) production modules, \(violations.count) violation\(violations.count == 1 ? "" : "s")"
    )
    exit(violations.isEmpty ? 0 : 1)
}
