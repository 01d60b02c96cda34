// Runs one `ExportImport` in a process of its own, for the test that kills an import half-way
// and for measuring an import's speed and memory:
//
//   SearchExportImportDriver [--catalogue empty|<folder>] [--quiet] <index file> <export file>
//   SearchExportImportDriver [--catalogue empty|<folder>] [--exports <folder>] --search <query> <index file>
//
// `--catalogue empty` (the default) indexes no catalogue; a folder holds the bundled catalogue's
// database, built there on first use. An import prints `progress <done> <total>` a line as it
// goes (unless --quiet), then `summary …`; a search (which builds the index first if it must,
// from the catalogue and the exports folder, keeping what was imported) prints its first page.
// Both end with `took <seconds> s, peak <KiB> KiB`. Exits 1 on an error.
import EmbeddedCatalogue
import Foundation
import PopcornSearchAdapters
import SQLiteFiles
import SearchDomain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var catalogueChoice = "empty"
var quiet = false
var exportsFolder: URL?
var query: String?
while let first = arguments.first, first.hasPrefix("--") {
    arguments.removeFirst()
    guard first == "--quiet" || !arguments.isEmpty else { fail("\(first) needs a value", status: 64) }
    switch first {
    case "--catalogue": catalogueChoice = arguments.removeFirst()
    case "--exports": exportsFolder = URL(fileURLWithPath: arguments.removeFirst())
    case "--search": query = arguments.removeFirst()
    case "--quiet": quiet = true
    default: fail("unknown option \(first)", status: 64)
    }
}
guard arguments.count == (query == nil ? 2 : 1) else {
    fail(
        """
        usage: SearchExportImportDriver [--catalogue empty|<folder>] [--quiet] <index> <export>
               SearchExportImportDriver [--catalogue empty|<folder>] [--exports <folder>] --search <query> <index>
        """, status: 64)
}

let store: CatalogueStore
let fingerprint: String
if catalogueChoice == "empty" {
    let seed = CatalogueSeed(movies: "", people: "", genres: "")
    store = try CatalogueStore.inMemory(seed: seed)
    fingerprint = seed.fingerprint
} else {
    let seed = try CatalogueSeed.bundled()
    let file = CatalogueFile(at: URL(fileURLWithPath: catalogueChoice).appendingPathComponent("catalogue.sqlite"), seed: seed)
    // Built as the App builds it: a DerivedFile, once, renamed into place.
    let database = try DerivedFile(at: file.url).openOrBuild(open: { file.openIfCurrent() }) { queue throws(CatalogueError) in
        try file.write(into: queue)
    }
    store = CatalogueStore(database: database)
    fingerprint = seed.fingerprint
}

let started = Date()
let indexFile = URL(fileURLWithPath: arguments[0])
if let query {
    let index = PopcornSearchAdaptersFactory().makeSearchIndex(
        catalogue: store, catalogueFingerprint: fingerprint, file: indexFile, exportsFolder: exportsFolder)
    guard let parsed = SearchQuery(query) else { fail("nothing to search for in \"\(query)\"", status: 64) }
    do {
        let page = try await index.search(parsed, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20)
        print("\(page.totalResults) results")
        for hit in page.hits {
            print(hit.result.kind.rawValue, hit.result.id, hit.result.name, hit.result.year.map(String.init) ?? "-", hit.rank)
        }
    } catch {
        fail("\(error)")
    }
} else {
    let importer = ExportImport(indexFile: indexFile, catalogue: store, catalogueFingerprint: fingerprint, exportsFolder: exportsFolder)
    do {
        let summary = try await importer.run(file: URL(fileURLWithPath: arguments[1])) { done, total in
            guard !quiet else { return }
            FileHandle.standardOutput.write(Data("progress \(done) \(total ?? -1)\n".utf8))
        }
        print(
            "summary kind=\(summary.kind.rawValue) lines=\(summary.linesRead) entries=\(summary.entriesImported)",
            "skipped=\(summary.linesSkipped) resumed=\(summary.resumedAfterLines) already=\(summary.wasAlreadyImported)")
    } catch {
        fail("\(error)")
    }
}
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print(String(format: "took %.2f s, peak %d KiB", Date().timeIntervalSince(started), usage.ru_maxrss))
