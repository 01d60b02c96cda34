import Foundation

/// Reads the JSON that `swift package dump-package` prints into a `PackageManifest`.
enum ManifestDecoder {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func decode(_ data: Data, packagePath: String, packageDirectory: URL) throws -> PackageManifest {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "\(packagePath)/Package.swift: dump-package did not print a JSON object")
        }
        var pathDependencies: [String] = []
        var urlDependencies: [String] = []
        for dependency in root["dependencies"] as? [[String: Any]] ?? [] {
            if let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first, let path = fileSystem["path"] as? String {
                pathDependencies.append(relative(path, to: packageDirectory))
            } else if let sourceControl = (dependency["sourceControl"] as? [[String: Any]])?.first,
                let remote = ((sourceControl["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first,
                let url = remote["urlString"] as? String
            {
                urlDependencies.append(url)
            }
        }
        let targets = (root["targets"] as? [[String: Any]] ?? []).map { target in
            PackageManifest.Target(
                name: target["name"] as? String ?? "",
                kind: PackageManifest.Target.Kind(rawValue: target["type"] as? String ?? "") ?? .regular,
                path: target["path"] as? String,
                dependencies: (target["dependencies"] as? [[String: Any]] ?? []).compactMap(reference)
            )
        }
        let products = (root["products"] as? [[String: Any]] ?? []).map {
            PackageManifest.Product(name: $0["name"] as? String ?? "", targets: $0["targets"] as? [String] ?? [])
        }
        return PackageManifest(
            path: packagePath,
            name: root["name"] as? String ?? "",
            pathDependencies: pathDependencies,
            urlDependencies: urlDependencies,
            targets: targets,
            products: products
        )
    }

    private static func reference(_ entry: [String: Any]) -> PackageManifest.Target.Reference? {
        if let byName = entry["byName"] as? [Any], let name = byName.first as? String {
            return .byName(name)
        }
        if let target = entry["target"] as? [Any], let name = target.first as? String {
            return .byName(name)
        }
        if let product = entry["product"] as? [Any], let name = product.first as? String {
            return .product(name: name, package: product.count > 1 ? product[1] as? String ?? name : name)
        }
        return nil
    }

    /// dump-package prints absolute paths; the rules speak of paths relative to the package.
    private static func relative(_ absolute: String, to directory: URL) -> String {
        let from = directory.standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: absolute).standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: from.count - shared)
        return (ups + to.dropFirst(shared)).joined(separator: "/")
    }
}
