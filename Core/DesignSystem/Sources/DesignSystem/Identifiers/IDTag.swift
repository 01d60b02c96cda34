/// How every screen shows the id of a film, series or person it names and can open: after the
/// name, as `#7467`, dim, so that what follows a name on the screen is what `popcorn person 7467`
/// takes. One way everywhere: in a table's cell, in a labelled fact, in a list of names.
public enum IDTag {
    /// `#7467`.
    public static func of(_ id: Int) -> String {
        "#\(id)"
    }

    /// `David Fincher #7467`, or the name alone when it has no id.
    public static func after(_ name: String, id: Int?) -> String {
        guard let id else { return name }
        return name + " " + of(id)
    }

    /// `name` and its tag within `width` columns: the name is cut first ("The Lord of the… #120");
    /// only when not even one letter, "…" and the tag fit is the whole cut from the end.
    public static func fitted(_ name: String, id: Int?, to width: Int) -> (name: String, tag: String?) {
        guard let id else { return (DisplayWidth.truncate(name, to: width), nil) }
        let tag = of(id)
        let full = DisplayWidth.of(name) + 1 + DisplayWidth.of(tag)
        if full <= width { return (name, tag) }
        let room = width - 1 - DisplayWidth.of(tag)
        if room >= min(2, DisplayWidth.of(name)) { return (DisplayWidth.truncate(name, to: room), tag) }
        return (DisplayWidth.truncate(after(name, id: id), to: width), nil)
    }

    /// The columns a name's tag takes with the space before it: 0 without an id.
    static func width(of id: Int?) -> Int {
        id.map { 1 + DisplayWidth.of(of($0)) } ?? 0
    }

    /// `line` with each of `tags` that stands as a word of its own (after a space, before a space,
    /// a comma or the end) painted dim. Plain text stays as it is.
    static func painting(_ tags: [String], in line: String, styler: Styler) -> String {
        guard styler.isColourEnabled, !tags.isEmpty else { return line }
        var result = ""
        var rest = Substring(line)
        var previous: Character?
        while let hash = rest.firstIndex(of: "#") {
            let before = rest[..<hash]
            let end = rest[rest.index(after: hash)...].prefix { $0.isASCII && $0.isNumber }.endIndex
            let word = String(rest[hash..<end])
            let preceding = before.last ?? previous
            let following = end == rest.endIndex ? nil : rest[end]
            let standsAlone = (preceding == nil || preceding == " ") && (following == nil || following == " " || following == ",")
            result += before + (standsAlone && tags.contains(word) ? styler.paint(word, as: .muted) : word)
            previous = word.last
            rest = rest[end...]
        }
        return result + rest
    }
}
