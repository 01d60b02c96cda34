import CastAndCrewFeature
import HistoryFeature
import HomeFeature
import MovieDetailsFeature
import PersonCreditsFeature
import PersonDetailsFeature
import SearchDomain
import SearchResultsFeature
import TVEpisodeDetailsFeature
import TVSeasonDetailsFeature
import TVSeriesDetailsFeature
import TitleListFeature

extension ScreenPlace {
    /// The screen that shows this place: its view model fed by the app's services, following its
    /// links through `navigator`, and its view. The one table of which screen shows what.
    @MainActor
    func screen(services: AppServices, navigator: any AppNavigating) -> PlacedScreen {
        switch self {
        case .home:
            PlacedScreen(
                place: self, model: HomeViewModel(dependencies: .live(services), navigator: navigator),
                text: { HomeView(theme: $1).render($0) }, linked: { HomeView(theme: $1).renderLinked($0) },
                json: HomeView.renderJSON)
        case .movie(let id):
            PlacedScreen(
                place: self, model: MovieDetailsViewModel(movieID: id, dependencies: .live(services), navigator: navigator),
                viewing: ViewedItem(kind: .movie, id: id),
                text: { MovieDetailsView(theme: $1).render($0) }, linked: { MovieDetailsView(theme: $1).renderLinked($0) },
                json: MovieDetailsView.renderJSON)
        case .movieCredits(let id):
            credits(CastAndCrewViewModel(titleID: id, dependencies: .live(services), navigator: navigator))
        case .seriesCredits(let id):
            credits(CastAndCrewViewModel(titleID: id, dependencies: .liveSeries(services), navigator: navigator))
        case .series(let id):
            PlacedScreen(
                place: self, model: TVSeriesDetailsViewModel(seriesID: id, dependencies: .live(services), navigator: navigator),
                viewing: ViewedItem(kind: .tv, id: id),
                text: { TVSeriesDetailsView(theme: $1).render($0) }, linked: { TVSeriesDetailsView(theme: $1).renderLinked($0) },
                json: TVSeriesDetailsView.renderJSON)
        case .season(let id, let season):
            PlacedScreen(
                place: self,
                model: TVSeasonDetailsViewModel(seriesID: id, seasonNumber: season, dependencies: .live(services), navigator: navigator),
                text: { TVSeasonDetailsView(theme: $1).render($0) }, linked: { TVSeasonDetailsView(theme: $1).renderLinked($0) },
                json: TVSeasonDetailsView.renderJSON)
        case .episode(let id, let season, let episode):
            PlacedScreen(
                place: self,
                model: TVEpisodeDetailsViewModel(
                    seriesID: id, seasonNumber: season, episodeNumber: episode, dependencies: .live(services), navigator: navigator),
                text: { TVEpisodeDetailsView(theme: $1).render($0) }, linked: { TVEpisodeDetailsView(theme: $1).renderLinked($0) },
                json: TVEpisodeDetailsView.renderJSON)
        case .person(let id):
            PlacedScreen(
                place: self, model: PersonDetailsViewModel(personID: id, dependencies: .live(services), navigator: navigator),
                viewing: ViewedItem(kind: .person, id: id),
                text: { PersonDetailsView(theme: $1).render($0) }, linked: { PersonDetailsView(theme: $1).renderLinked($0) },
                json: PersonDetailsView.renderJSON)
        case .personCredits(let id, let kind, let department):
            PlacedScreen(
                place: self,
                model: PersonCreditsViewModel(
                    personID: id, kind: kind, department: department, dependencies: .live(services), navigator: navigator),
                text: { PersonCreditsView(theme: $1).render($0) }, linked: { PersonCreditsView(theme: $1).renderLinked($0) },
                json: PersonCreditsView.renderJSON)
        case .titleList(let list, let page):
            PlacedScreen(
                place: self, model: TitleListViewModel(list: list, page: page, dependencies: .live(services), navigator: navigator),
                text: { TitleListView(theme: $1).render($0, list: list) },
                linked: { TitleListView(theme: $1).renderLinked($0, list: list) },
                json: TitleListView.renderJSON)
        case .search(let request):
            PlacedScreen(
                place: self, model: SearchResultsViewModel(request: request, dependencies: .live(services), navigator: navigator),
                text: { SearchResultsView(theme: $1).render($0) }, linked: { SearchResultsView(theme: $1).renderLinked($0) },
                json: SearchResultsView.renderJSON)
        case .history(let page):
            PlacedScreen(
                place: self, model: HistoryViewModel(page: page, dependencies: .live(services), navigator: navigator),
                text: { HistoryView(theme: $1).render($0) }, linked: { HistoryView(theme: $1).renderLinked($0) },
                json: HistoryView.renderJSON)
        }
    }

    @MainActor
    private func credits(_ model: CastAndCrewViewModel) -> PlacedScreen {
        PlacedScreen(
            place: self, model: model,
            text: { CastAndCrewView(theme: $1).render($0) }, linked: { CastAndCrewView(theme: $1).renderLinked($0) },
            json: CastAndCrewView.renderJSON)
    }
}
