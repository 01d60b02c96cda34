extension String {
    /// The text without the white space around it, as a name typed on a command line is matched.
    var trimmingWhitespace: Substring {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
