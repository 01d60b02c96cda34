public import IntelligenceDomain
public import MoviesApplication
public import Observability
public import OpenAICompatible
public import PeopleApplication
public import TVSeriesApplication

/// The door to the Intelligence context's anti-corruption adapters: each provider is built from the
/// owning context's use cases, and handed out as Intelligence's port alone.
public struct PopcornIntelligenceAdaptersFactory: Sendable {
    public init() {}

    public func makeMovieProvider(
        fetchMovieDetails: any FetchMovieDetailsUseCase, fetchSimilarMovies: any FetchSimilarMoviesUseCase
    ) -> some MovieProviding {
        MovieProviderAdapter(fetchMovieDetails: fetchMovieDetails, fetchSimilarMovies: fetchSimilarMovies)
    }

    public func makeTVSeriesProvider(
        fetchTVSeriesDetails: any FetchTVSeriesDetailsUseCase, fetchTVSeasonDetails: any FetchTVSeasonDetailsUseCase,
        fetchSimilarTVSeries: any FetchSimilarTVSeriesUseCase
    ) -> some TVSeriesProviding {
        TVSeriesProviderAdapter(
            fetchTVSeriesDetails: fetchTVSeriesDetails, fetchTVSeasonDetails: fetchTVSeasonDetails,
            fetchSimilarTVSeries: fetchSimilarTVSeries)
    }

    public func makeCreditsProvider(
        fetchMovieCredits: any FetchMovieCreditsUseCase, fetchTVSeriesCredits: any FetchTVSeriesCreditsUseCase
    ) -> some CreditsProviding {
        CreditsProviderAdapter(fetchMovieCredits: fetchMovieCredits, fetchTVSeriesCredits: fetchTVSeriesCredits)
    }

    public func makePersonProvider(
        fetchPersonDetails: any FetchPersonDetailsUseCase, fetchPersonCredits: any FetchPersonCreditsUseCase
    ) -> some PersonProviding {
        PersonProviderAdapter(fetchPersonDetails: fetchPersonDetails, fetchPersonCredits: fetchPersonCredits)
    }

    /// Intelligence's `ChatModel` answered by `client`'s server, asking for `model`; a server's
    /// refusal of tools is told to `observer`.
    public func makeChatModel(client: OpenAICompatibleClient, model: String, observer: any Observer) -> any ChatModel {
        OpenAICompatibleChatModel(client: client, model: model, observer: observer)
    }
}
