/// Over how long a trending list is counted, where the source counts it: the last day or week.
public enum TitleListWindow: String, Sendable, Hashable, CaseIterable {
    case day
    case week
}
