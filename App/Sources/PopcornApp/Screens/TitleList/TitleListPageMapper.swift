import CoreDomain
import MoviesDomain
import PeopleDomain
import Presentation
import TVSeriesDomain
import TitleListFeature

/// A page of films or of series as the list screen's `TitleListPage`.
struct TitleListPageMapper {
    /// With `genres`, each row carries its film's genres (a discovery's list gives them); without,
    /// the rows say nothing of them.
    func map(_ page: MoviePage, subjectTitle: String? = nil, genres: Bool = false) -> TitleListPage {
        TitleListPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            items: page.movies.map {
                TitleListItem(
                    id: $0.id, title: $0.title, releaseDate: $0.releaseDate?.isoString, voteAverage: $0.rating?.average,
                    voteCount: $0.rating?.voteCount, overview: $0.overview, figuresAsOf: $0.figuresAsOf,
                    genres: genres ? $0.genres.map(\.name) : nil)
            },
            subjectTitle: subjectTitle
        )
    }

    /// With `genres`, each row carries its series' genres (discovery and trending give them).
    func map(_ page: TVSeriesPage, subjectTitle: String? = nil, genres: Bool = false) -> TitleListPage {
        TitleListPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            items: page.series.map {
                TitleListItem(
                    id: $0.id, title: $0.name, releaseDate: $0.firstAirDate?.isoString, voteAverage: $0.rating?.average,
                    voteCount: $0.rating?.voteCount, overview: $0.overview, kind: .tv, figuresAsOf: $0.figuresAsOf,
                    genres: genres ? $0.genres.map(\.name) : nil)
            },
            subjectTitle: subjectTitle
        )
    }

    func map(_ page: PersonPage) -> TitleListPage {
        TitleListPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            items: page.people.map { person in
                let titles = person.knownFor.joined(separator: ", ")
                let knownFor = [person.knownForDepartment, titles.isEmpty ? nil : titles].compactMap { $0 }.joined(separator: ": ")
                return TitleListItem(
                    id: person.id, title: person.name, releaseDate: nil, voteAverage: nil, voteCount: nil, overview: nil, kind: .person,
                    knownFor: knownFor.isEmpty ? nil : knownFor)
            }
        )
    }
}
