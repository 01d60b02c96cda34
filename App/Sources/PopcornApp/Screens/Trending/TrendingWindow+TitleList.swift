import CoreDomain
import TitleListFeature

extension TrendingWindow {
    /// The window a list screen asked for, in the contexts' terms; the standard one when it asked for none.
    init(_ window: TitleListWindow?) {
        self =
            switch window {
            case .day: .day
            case .week: .week
            case nil: .standard
            }
    }
}
