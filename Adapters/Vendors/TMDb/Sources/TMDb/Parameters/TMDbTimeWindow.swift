/// Over how long a trending list is counted: the `{window}` part of `/trending/{media}/{window}`.
public enum TMDbTimeWindow: String, Sendable, Equatable, CaseIterable {
    case day
    case week
}
