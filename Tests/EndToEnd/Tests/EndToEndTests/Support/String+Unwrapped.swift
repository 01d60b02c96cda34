extension String {
    /// A message as one line: a text screen wraps it at the terminal's width.
    var unwrapped: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
