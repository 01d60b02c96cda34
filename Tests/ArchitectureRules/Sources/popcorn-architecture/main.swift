import ArchitectureRules
import Foundation

// popcorn-architecture check [ROOT]   the dependency rule; one paragraph per violation, exit 1 if any
// popcorn-architecture graph [ROOT]   the module graph in Graphviz DOT on standard output

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: popcorn-architecture check|graph [REPOSITORY_ROOT]"
guard let command = arguments.first, ["check", "graph"].contains(command), arguments.count <= 2 else {
    fail(usage, status: 64)
}
let root = URL(fileURLWithPath: arguments.count == 2 ? arguments[1] : FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Package.swift").path) else {
    fail("\(root.path) is not the Popcorn repository root (it has no App/Package.swift).\n\(usage)", status: 64)
}

let project: ProjectModel
do {
    project = try ProjectModel.load(root: root)
} catch {
    fail("popcorn-architecture: \(error)", status: 1)
}

switch command {
case "graph":
    print(DependencyGraph.dot(project), terminator: "")
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
