import EmbeddedCatalogue
import Foundation
import SearchDomain
import TMDbExports

/// What the index is built from: the embedded catalogue, and the TMDb id exports found in a
/// folder, if one is set. A film, series or person the catalogue holds is taken from it, with
/// its English title and year; an export gives only an original title and a popularity.
struct SearchIndexSources: Sendable {
    let catalogue: CatalogueStore
    let catalogueFingerprint: String
    let exportsFolder: URL?

    /// The sources as one string: an index built from other sources (another catalogue, an
    /// export added, changed or removed) is built again.
    func signature() throws -> String {
        let exports = try exportFiles().map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.url.path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            return "\(file.url.lastPathComponent):\(size):\(modified)"
        }
        return (["index \(SearchIndexBuilder.format)", "catalogue \(catalogueFingerprint)"] + exports).joined(separator: "\n")
    }

    /// The export files in the folder, by name.
    func exportFiles() throws -> [(url: URL, kind: TMDbExportKind)] {
        guard let exportsFolder else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: exportsFolder.path)
        } catch {
            throw SearchIndexFailure("could not list the exports folder \(exportsFolder.path): \(error.localizedDescription)")
        }
        return names.sorted().compactMap { name in
            TMDbExportKind(fileName: name).map { (exportsFolder.appendingPathComponent(name), $0) }
        }
    }

    /// Every name to index. A title the catalogue holds is not taken again from an export.
    func names() throws -> IndexedNames {
        var names = IndexedNames()
        var held: [SearchKind: Set<Int>] = [:]
        do {
            for entry in try catalogue.namedEntries() {
                let kind = SearchKindMapper().map(entry.kind)
                held[kind, default: []].insert(entry.id)
                names.append(
                    kind: kind, id: entry.id, name: entry.name, originalName: entry.originalName, year: entry.year,
                    popularity: entry.popularity, scale: "catalogue \(kind.rawValue)")
            }
        } catch {
            throw SearchIndexFailure("could not read the catalogue: \(error.description)")
        }
        for file in try exportFiles() {
            let kind = SearchKindMapper().map(file.kind)
            do {
                _ = try TMDbExportReader().read(file.url) { entry in
                    guard held[kind]?.contains(entry.id) != true else { return }
                    names.append(
                        kind: kind, id: entry.id, name: entry.name, originalName: nil, year: nil, popularity: entry.popularity,
                        scale: file.url.lastPathComponent)
                }
            } catch {
                throw SearchIndexFailure(error.description)
            }
        }
        return names
    }
}
