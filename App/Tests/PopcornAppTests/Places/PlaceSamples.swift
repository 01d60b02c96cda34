import CoreDomain
import Presentation
import TitleListFeature
import WatchedFeature
import WatchlistFeature

@testable import PopcornApp

/// Every kind of place, each with ordinary and edge values: the smallest and largest numbers,
/// options given and left out, words a shell or the parser would trip on.
enum PlaceSamples {
    /// The smallest id, an ordinary one, and the largest any source gives (`Numbering`).
    static let numbers = [1, 550, Numbering.largest]

    static let all: [ScreenPlace] = {
        var places: [ScreenPlace] = [
            ScreenPlace(ExplorePlace()), ScreenPlace(TrendingOverviewPlace()),
            ScreenPlace(TrendingOverviewPlace(window: .day)), ScreenPlace(TrendingOverviewPlace(window: .week)),
        ]
        for id in numbers {
            places += [
                ScreenPlace(MoviePlace(id: id)), ScreenPlace(SeriesPlace(id: id)), ScreenPlace(PersonPlace(id: id)),
                ScreenPlace(CastAndCrewPlace(kind: .movie, id: id)), ScreenPlace(CastAndCrewPlace(kind: .tv, id: id)),
                ScreenPlace(SeasonPlace(seriesID: id, season: 0)), ScreenPlace(SeasonPlace(seriesID: 1399, season: id)),
                ScreenPlace(EpisodePlace(seriesID: id, season: 0, episode: 1)),
                ScreenPlace(EpisodePlace(seriesID: 1399, season: id, episode: id)),
                ScreenPlace(PersonCreditsPlace(id: id)),
                ScreenPlace(ChatPlace(kind: .movie, id: id)), ScreenPlace(ChatPlace(kind: .tv, id: id)),
            ]
        }
        for page in [1, 2, 500, Int.max] {
            for kind in [ItemKind.movie, .tv] {
                places += [
                    ScreenPlace(RankedListPlace(kind: kind, ranking: .popular, page: page)),
                    ScreenPlace(RankedListPlace(kind: kind, ranking: .topRated, page: page)),
                    ScreenPlace(SimilarTitlesPlace(kind: kind, id: min(page, Numbering.largest), page: page)),
                ]
            }
            places += [
                ScreenPlace(RankedListPlace(kind: .person, ranking: .popular, page: page)), ScreenPlace(HistoryPlace(page: page)),
                ScreenPlace(SearchPlace(query: "fight club", kind: nil, page: page)),
            ]
            for kind in ItemKind.allCases {
                for window in [nil, TitleListWindow.day, .week] {
                    places.append(ScreenPlace(TrendingPlace(kind: kind, window: window, page: page)))
                }
            }
        }
        places += discoveries
        for kind in [nil, ItemKind.movie, .tv] {
            places += ([nil] + WatchlistOrder.allCases).map { ScreenPlace(WatchlistPlace(kind: kind, order: $0)) }
            places += ([nil] + WatchedOrder.allCases).map { ScreenPlace(WatchedPlace(kind: kind, order: $0)) }
        }
        for kind in [nil, ItemKind.movie, .tv] {
            for department in [nil, "Directing", "Costume & Make-Up", "", "-x", "Régie \"générale\""] {
                places.append(ScreenPlace(PersonCreditsPlace(id: 287, kind: kind, department: department)))
            }
        }
        for query in ["fight", "Amélie", "千と千尋の神隠し", "o'brien", "$HOME `x`", "--help", "-1", "a  b", " x", "--json", "-- x", "\\"] {
            for kind in [nil] + ItemKind.allCases {
                places.append(ScreenPlace(SearchPlace(query: query, kind: kind, page: 1)))
            }
        }
        return places
    }()

    /// Discoveries: no filter, every filter, repeated options, values a shell or the parser would trip on.
    static let discoveries: [ScreenPlace] = {
        var places: [ScreenPlace] = []
        for kind in [ItemKind.movie, .tv] {
            places.append(ScreenPlace(DiscoverPlace(kind: kind)))
            places.append(ScreenPlace(DiscoverPlace(kind: kind, genres: ["drama"], year: "1990-1999", sort: .rating, page: 2)))
            places.append(
                ScreenPlace(
                    DiscoverPlace(
                        kind: kind, genres: ["science fiction", "Drama", "-x"], anyGenre: true, year: "1999", minRating: "7.5",
                        minVotes: "0", runtime: "-120", language: "en", keywords: ["heist", "o'brien", "--json"], sort: .title,
                        reverse: true, page: 500)))
        }
        return places
    }()
}
