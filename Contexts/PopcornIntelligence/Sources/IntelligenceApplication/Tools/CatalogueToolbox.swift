import CoreDomain
import IntelligenceDomain

/// Runs the catalogue tools over the providers. A tool never fails the conversation: what it could
/// not do is its result, in words the model can pass on, and every result fits `ToolResultLimit`.
struct CatalogueToolbox: Sendable {
    /// How many of the cast a fact sheet names.
    static let topCastCount = 5

    let movies: any MovieProviding
    let tvSeries: any TVSeriesProviding
    let credits: any CreditsProviding
    let people: any PersonProviding

    var definitions: [ToolDefinition] { CatalogueTool.allCases.map(\.definition) }

    func run(_ call: ToolCall) async -> String {
        let request: CatalogueToolRequest
        do {
            request = try CatalogueToolRequest(call)
        } catch {
            switch error {
            case .unknownTool(let name): return ToolResultLimit.fit(ToolFailureSheet(error: "There is no tool named \(name)."))
            case .badArguments(let reason): return ToolResultLimit.fit(ToolFailureSheet(error: reason))
            }
        }
        do throws(CatalogueLookupError) {
            return try await run(request)
        } catch {
            return ToolResultLimit.fit(ToolFailureSheet(error: Self.words(for: error, asking: request)))
        }
    }

    /// The fact sheet of `title`, as the details tool gives it.
    func factSheet(of title: TitleReference) async throws(CatalogueLookupError) -> TitleFactSheet {
        // Credits that cannot be had cost the sheet its director and cast, not the sheet: the
        // credits tool says why, if the model asks for them.
        let cast = try? await credits.credits(of: title)
        switch title.kind {
        case .movie:
            let movie = try await movies.movie(withID: title.id)
            var sheet = TitleFactSheet(kind: .movie, id: movie.id, name: movie.title)
            sheet.year = movie.releaseDate?.year
            sheet.releaseDate = movie.releaseDate?.isoString
            sheet.runtimeMinutes = movie.runtimeMinutes
            sheet.genres = movie.genres
            sheet.rating = movie.rating?.average
            sheet.votes = movie.rating?.voteCount
            sheet.budget = movie.budget
            sheet.revenue = movie.revenue
            sheet.directors = (cast?.crew ?? []).filter { $0.job == "Director" }.map { PersonReference(id: $0.personID, name: $0.name) }
            sheet.topCast = Array((cast?.cast ?? []).prefix(Self.topCastCount))
            return sheet
        case .tv:
            let series = try await tvSeries.tvSeries(withID: title.id)
            var sheet = TitleFactSheet(kind: .tv, id: series.id, name: series.name)
            sheet.year = series.firstAirDate?.year
            sheet.releaseDate = series.firstAirDate?.isoString
            sheet.lastAirDate = series.lastAirDate?.isoString
            sheet.genres = series.genres
            sheet.rating = series.rating?.average
            sheet.votes = series.rating?.voteCount
            sheet.creators = series.creators
            sheet.topCast = Array((cast?.cast ?? []).prefix(Self.topCastCount))
            sheet.seasons = series.seasons
            let numbered = series.seasons.filter { $0.number > 0 }
            sheet.seasonCount = numbered.isEmpty ? nil : numbered.count
            sheet.episodeCount = series.episodeCount
            return sheet
        }
    }

    private func run(_ request: CatalogueToolRequest) async throws(CatalogueLookupError) -> String {
        switch request {
        case .titleDetails(let title):
            return ToolResultLimit.fit(try await factSheet(of: title))
        case .titleCredits(let title):
            let found = try await credits.credits(of: title)
            return ToolResultLimit.fit(Credits(cast: found.cast, crew: CrewRanking.ranked(found.crew)))
        case .seasonDetails(let seriesID, let season):
            return ToolResultLimit.fit(try await tvSeries.season(season, ofSeriesWithID: seriesID))
        case .personCredits(let personID):
            let person = try await people.person(withID: personID)
            let credits = try await people.credits(ofPersonWithID: personID)
            let newestFirst = credits.sorted { ($0.year ?? 0) > ($1.year ?? 0) }
            return ToolResultLimit.fit(PersonCreditsSheet(person: person, credits: newestFirst))
        case .similarTitles(let title):
            let titles: [SimilarTitle]
            switch title.kind {
            case .movie: titles = try await movies.similarMovies(toMovieWithID: title.id)
            case .tv: titles = try await tvSeries.similarTVSeries(toSeriesWithID: title.id)
            }
            return ToolResultLimit.fit(SimilarTitlesSheet(titles: titles))
        }
    }

    private static func words(for error: CatalogueLookupError, asking request: CatalogueToolRequest) -> String {
        switch error {
        case .notFound:
            switch request {
            case .personCredits: "The catalogue has no such person."
            case .seasonDetails: "The catalogue has no such season."
            default: "The catalogue has no such title."
            }
        case .source(.unauthorized(let reason)), .source(.unavailable(let reason)):
            "The catalogue could not be asked: \(reason)"
        }
    }
}
