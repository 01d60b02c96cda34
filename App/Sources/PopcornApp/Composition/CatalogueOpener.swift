import EmbeddedCatalogue
import Foundation

/// Opens the embedded catalogue for a run: in its file under the data directory, built there on
/// first use (`CatalogueDerivedFile`); or, when that cannot be written, as a copy in memory for
/// this run, with a warning that says why. Only a catalogue that cannot be had at all stops the app.
struct CatalogueOpener {
    /// The catalogue, and what is worth telling the user about how it was opened.
    struct Opened {
        let store: CatalogueStore
        /// The seed's fingerprint: what the search index built from the catalogue is keyed to.
        let fingerprint: String
        let warnings: [String]
        /// Whether the data folder could not be used, so that the catalogue is kept in memory: the
        /// search index, built from it, is kept there too.
        let isInMemory: Bool
    }

    /// Nil when neither XDG_DATA_HOME nor HOME says where the data directory is.
    let databaseURL: URL?
    /// Where the seed that ships with the app is looked for.
    let resources: [URL]
    let progress: CatalogueStore.BuildProgress?

    func open() throws(AppStartupError) -> Opened {
        let seed: CatalogueSeed
        do {
            seed = try CatalogueSeed.bundled(searching: resources)
        } catch {
            throw .catalogueUnavailable(error.description)
        }
        var warnings: [String] = []
        if let databaseURL {
            do {
                let file = CatalogueDerivedFile(file: CatalogueFile(at: databaseURL, seed: seed), progress: progress)
                return Opened(store: try file.open(), fingerprint: seed.fingerprint, warnings: [], isInMemory: false)
            } catch .seedInvalid(let reason) {
                throw .catalogueUnavailable("the catalogue's seed is invalid: \(reason)")
            } catch {
                warnings.append(
                    "\(error.description); the catalogue and its search index are kept in memory for this run instead.")
            }
        } else {
            warnings.append(
                "Neither XDG_DATA_HOME nor HOME is set, so the catalogue, the search index and the history are kept in memory for this run."
            )
        }
        do {
            return Opened(
                store: try CatalogueStore.inMemory(seed: seed), fingerprint: seed.fingerprint, warnings: warnings, isInMemory: true)
        } catch {
            throw .catalogueUnavailable(error.description)
        }
    }
}
