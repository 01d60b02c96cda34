import Dispatch
import Synchronization

/// A block of `later-films.tsv`'s lines, read into films on a thread of its own from the moment it
/// is made (see `SeedLaterFilms.forEach`).
final class LaterFilmsBlock: Sendable {
    /// The lines read: places in the file's lines, the header's 0.
    let lines: Range<Int>
    private let read = Mutex<(films: [SeedLaterFilm], mistake: CatalogueError?)?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `lines` of `file`.
    init(reading lines: Range<Int>, of file: SeedLaterFilms, genreNames: Set<String>) {
        self.lines = lines
        DispatchQueue.global().async { [self] in
            let films = file.films(at: lines, genreNames: genreNames)
            read.withLock { $0 = films }
            done.signal()
        }
    }

    /// The block's films, up to its first line that does not check, and that line's mistake:
    /// waits for the reading to end.
    func films() -> (films: [SeedLaterFilm], mistake: CatalogueError?) {
        if let films = read.withLock({ $0 }) { return films }
        done.wait()
        return read.withLock { $0! }
    }
}
