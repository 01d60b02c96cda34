extension String {
    /// The text without the white space and line breaks around it.
    func trimmingWhiteSpace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
