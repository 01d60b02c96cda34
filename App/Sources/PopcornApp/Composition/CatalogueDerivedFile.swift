import EmbeddedCatalogue
import Foundation
import SQLiteFiles

/// The embedded catalogue's database file as SQLiteFiles' `DerivedFile`: built from the seed once,
/// under a lock that makes every other run started meanwhile wait rather than build too, into a
/// temporary file renamed into place, so that no reader ever sees a half-built catalogue. It is
/// reused while `CatalogueFile` finds it current; a damaged one (a table dropped, a value of the
/// wrong type in a row) is built again, once, when a read finds it so.
///
/// The catalogue knows its file (whether it is current, how to write one); `DerivedFile` knows how
/// to build any such file safely; this is where the two meet, since a vendor stands alone.
struct CatalogueDerivedFile: Sendable {
    let file: CatalogueFile
    /// Told how a build is going, when one is needed.
    let progress: CatalogueStore.BuildProgress?

    /// The catalogue in the file, built first if it is missing, damaged, or was built from another
    /// seed or schema. The temporary files of builds killed half-way are swept away first.
    func open() throws(CatalogueError) -> CatalogueStore {
        DerivedFile(at: file.url).removeAbandonedBuilds()
        let database = try openOrBuild(replacing: nil)
        return CatalogueStore(database: database) { damaged throws(CatalogueError) in try openOrBuild(replacing: damaged) }
    }

    /// The file opened, built first (under the lock, unless another run built it while this one
    /// waited) unless it is current. `damaged` is the file a read found damaged: while it is still
    /// in place, it is built again even though it looks current.
    private func openOrBuild(replacing damaged: CatalogueDatabase?) throws(CatalogueError) -> CatalogueDatabase {
        do throws(DerivedFileError<CatalogueError>) {
            return try DerivedFile(at: file.url).openOrBuild(
                open: { file.openIfCurrent(replacing: damaged) },
                build: { queue throws(CatalogueError) in try file.write(into: queue, progress: progress) })
        } catch {
            switch error {
            case .failed(let error): throw error
            case .unavailable(let reason): throw .databaseUnavailable(path: file.url.path, reason: reason)
            }
        }
    }
}
