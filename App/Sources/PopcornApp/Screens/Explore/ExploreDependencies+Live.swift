import ExploreFeature
import Presentation
import TitleListFeature

extension ExploreDependencies {
    /// One section to show: which list, or the genres of which kind, under which heading.
    struct SectionRequest: Sendable {
        let heading: String
        let list: TitleList
        /// Whether it lists the genres of the list's kind rather than the list's titles.
        var listsGenres = false
    }

    /// How many rows of each list a section shows: enough to start from, few enough to see several lists at once.
    static let itemsPerSection = 5

    /// The explore screen's lists: trending films and series, then the popular and the top rated.
    static let exploreSections = [
        SectionRequest(heading: "Trending films", list: TitleList(.trending(window: nil), of: .movie)),
        SectionRequest(heading: "Trending series", list: TitleList(.trending(window: nil), of: .tv)),
        SectionRequest(heading: "Popular films", list: TitleList(.popular, of: .movie)),
        SectionRequest(heading: "Popular series", list: TitleList(.popular, of: .tv)),
        SectionRequest(heading: "Top rated films", list: TitleList(.topRated, of: .movie)),
        SectionRequest(heading: "Top rated series", list: TitleList(.topRated, of: .tv)),
        SectionRequest(heading: "Film genres", list: TitleList(.popular, of: .movie), listsGenres: true),
        SectionRequest(heading: "Series genres", list: TitleList(.popular, of: .tv), listsGenres: true),
    ]

    /// Each kind's trending list, over `window`.
    static func trendingSections(window: TitleListWindow?) -> [SectionRequest] {
        [
            SectionRequest(heading: "Trending films", list: TitleList(.trending(window: window), of: .movie)),
            SectionRequest(heading: "Trending series", list: TitleList(.trending(window: window), of: .tv)),
            SectionRequest(heading: "Trending people", list: TitleList(.trending(window: window), of: .person)),
        ]
    }

    /// The screen fed by the lists the list screens show, the first page of each, asked for at once.
    /// A list that fails says why in its section, and the others still show; a list Popcorn has no
    /// source for (an invalid request) is left out.
    static func live(_ services: AppServices, sections: [SectionRequest], offersSearch: Bool) -> ExploreDependencies {
        let lists = TitleListDependencies.live(services)
        let genres = GenreListSource.all(services)
        @Sendable func section(_ request: SectionRequest) async throws(ViewStateError) -> ExploreSection {
            guard request.listsGenres else {
                return ExploreMapper().section(request.heading, list: request.list, page: try await lists.fetchPage(request.list, 1))
            }
            guard let source = genres[request.list.kind] else {
                throw ViewStateError(kind: .invalidRequest, message: "Popcorn has no genres of \(request.list.kind.pluralNoun) yet.")
            }
            return ExploreMapper().section(request.heading, genres: try await source.genres())
        }
        @Sendable func outcome(_ request: SectionRequest) async -> Result<ExploreSection, ViewStateError> {
            do throws(ViewStateError) {
                return .success(try await section(request))
            } catch {
                return .failure(error)
            }
        }
        return ExploreDependencies { () throws(ViewStateError) in
            // Each task answers its section's place with its outcome, paired outside the typed
            // `do`/`catch`. With the pair built inside it, the release build (Swift 6.3.1, -O) kept
            // one section of the eight, a different one from run to run, where the debug build kept
            // them all: the place is now out of the optimiser's way.
            let pages = await withTaskGroup(of: (Int, Result<ExploreSection, ViewStateError>).self) { group in
                for (index, request) in sections.enumerated() {
                    group.addTask { (index, await outcome(request)) }
                }
                var pages = [Result<ExploreSection, ViewStateError>?](repeating: nil, count: sections.count)
                for await (index, page) in group { pages[index] = page }
                return pages
            }
            var shown: [ExploreSection] = []
            for (index, request) in sections.enumerated() {
                guard let page = pages[index] else { continue }
                switch page {
                case .success(let section): shown.append(section)
                case .failure(let error) where error.kind == .invalidRequest: continue
                case .failure(let error):
                    shown.append(ExploreMapper().section(request.heading, list: request.list, failure: error.message))
                }
            }
            if shown.isEmpty, case .failure(let error) = pages[0] { throw error }
            return ExploreContent(sections: shown, offersSearch: offersSearch)
        }
    }
}
