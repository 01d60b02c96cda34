/// One of the home screen's three lists as the view draws it: its heading, its rows, what a row
/// shows beside its name, and where a row leads.
enum HomeSection: CaseIterable {
    case movies
    case series
    case people

    var heading: String {
        switch self {
        case .movies: "Popular films"
        case .series: "Popular series"
        case .people: "Popular people"
        }
    }

    func items(of home: HomeContent) -> [HomeItem] {
        switch self {
        case .movies: home.popularMovies
        case .series: home.popularSeries
        case .people: home.popularPeople
        }
    }

    /// The year for a film or a series, the department for a person; empty when unknown.
    func detail(of item: HomeItem) -> String {
        switch self {
        case .movies, .series: item.year.map(String.init) ?? ""
        case .people: item.knownForDepartment ?? ""
        }
    }

    func destination(of item: HomeItem) -> HomeDestination {
        switch self {
        case .movies: .movie(id: item.id)
        case .series: .series(id: item.id)
        case .people: .person(id: item.id)
        }
    }
}
