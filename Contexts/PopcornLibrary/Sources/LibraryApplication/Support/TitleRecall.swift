import CoreDomain
import LibraryDomain

/// Asks the contexts that own them what titles, and people, are today: the library keeps only
/// kinds and ids. A look-up that fails is an answer too (not found, or not to be asked now), so
/// an entry is never dropped for it.
struct TitleRecall: Sendable {
    let movies: any MovieProviding
    let tvSeries: any TVSeriesProviding
    let people: any PersonProviding

    /// Throws what the owner said when it cannot say what `title` is.
    func preview(of title: TitleReference) async throws(PreviewLookupError) -> TitlePreview {
        switch title.kind {
        case .movie:
            let movie = try await movies.movie(withID: title.id)
            return TitlePreview(name: movie.title, year: movie.year, rating: movie.rating)
        case .tvSeries:
            let series = try await tvSeries.tvSeries(withID: title.id)
            return TitlePreview(name: series.name, year: series.year, rating: series.rating)
        }
    }

    func recall(_ title: TitleReference) async -> Recollection {
        do {
            return .found(try await preview(of: title))
        } catch {
            return Self.recollection(of: error)
        }
    }

    func recall(_ item: OpenedItem) async -> Recollection {
        switch item.kind {
        case .movie: return await recall(TitleReference(kind: .movie, id: item.id))
        case .tv: return await recall(TitleReference(kind: .tvSeries, id: item.id))
        case .person:
            do throws(PreviewLookupError) {
                return .found(TitlePreview(name: try await people.person(withID: item.id).name, year: nil, rating: nil))
            } catch {
                return Self.recollection(of: error)
            }
        }
    }

    /// What each of `things` is, asked all at once, answered in their order.
    func recallAll<Thing: Sendable>(_ things: [Thing], _ recall: @escaping @Sendable (Thing) async -> Recollection) async -> [Recollection]
    {
        await withTaskGroup(of: (Int, Recollection).self) { group in
            for (position, thing) in things.enumerated() {
                group.addTask { (position, await recall(thing)) }
            }
            var recollections = [Recollection](repeating: .notFound, count: things.count)
            for await (position, recollection) in group { recollections[position] = recollection }
            return recollections
        }
    }

    private static func recollection(of error: PreviewLookupError) -> Recollection {
        switch error {
        case .notFound: return .notFound
        case .source(.unavailable(let reason)), .source(.unauthorized(let reason)): return .unavailable(reason)
        }
    }
}
