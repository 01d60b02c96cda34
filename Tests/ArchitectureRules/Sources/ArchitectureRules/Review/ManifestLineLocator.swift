import Foundation

/// Finds the line of a Package.swift that declares a package or target dependency, so that the
/// review can point at it (dump-package gives no lines). It reads the manifest as text: a package
/// dependency is the first `.package(` line naming its URL or its folder; a target dependency is
/// the first line naming the module in quotes, from the target's `name:` to the next target.
/// nil where the text does not say it plainly (a name computed in Swift, a product named other
/// than its module).
enum ManifestLineLocator {
    static func line(of edge: BoundaryEdge, in manifest: String) -> Int? {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch edge.key.kind {
        case .package:
            let folder = edge.key.to.split(separator: "/").last.map(String.init) ?? edge.key.to
            let index = lines.firstIndex { line in
                line.contains(".package(")
                    && (line.contains("\"\(edge.key.to)\"") || (line.contains("path:") && line.contains("\(folder)\"")))
            }
            return index.map { $0 + 1 }
        case .target:
            let starts = { (line: String) in
                [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin("].contains { line.contains($0) }
            }
            guard
                let declaration = lines.indices.first(where: { index in
                    lines[index].contains("name: \"\(edge.key.from)\"")
                        && (starts(lines[index]) || (index > 0 && starts(lines[index - 1])))
                })
            else { return nil }
            var index = declaration
            while index < lines.count {
                if index > declaration, starts(lines[index]) { return nil }
                let rest =
                    index == declaration
                    ? lines[index].components(separatedBy: "name: \"\(edge.key.from)\"").dropFirst().joined() : lines[index]
                if rest.contains("\"\(edge.key.to)\"") { return index + 1 }
                index += 1
            }
            return nil
        case .import:
            return nil
        }
    }
}
