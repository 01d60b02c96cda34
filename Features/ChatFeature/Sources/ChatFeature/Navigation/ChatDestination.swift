/// The chat offers no links: its screen is a transcript and a line to type on.
public enum ChatDestination: Sendable, Equatable {}
