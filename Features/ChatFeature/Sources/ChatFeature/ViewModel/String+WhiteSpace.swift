extension String {
    /// The string without the spaces, tabs and line breaks at either end.
    var trimmingWhiteSpace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
