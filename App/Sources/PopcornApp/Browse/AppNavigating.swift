import CastAndCrewFeature
import HistoryFeature
import HomeFeature
import MovieDetailsFeature
import PersonCreditsFeature
import PersonDetailsFeature
import SearchResultsFeature
import TVEpisodeDetailsFeature
import TVSeasonDetailsFeature
import TVSeriesDetailsFeature
import TitleListFeature

/// Every screen's `*Navigating` protocol at once: what a router must be to run any screen. The
/// command line's router and the browser's each are one.
typealias AppNavigating = CastAndCrewNavigating & HistoryNavigating & HomeNavigating & MovieDetailsNavigating
    & PersonCreditsNavigating & PersonDetailsNavigating & SearchResultsNavigating & TVEpisodeDetailsNavigating
    & TVSeasonDetailsNavigating & TVSeriesDetailsNavigating & TitleListNavigating
