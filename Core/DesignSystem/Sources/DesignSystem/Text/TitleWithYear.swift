/// A title's name with its year in brackets, as every screen writes it: "Fight Club (1999)";
/// the name alone when the year is not known.
public enum TitleWithYear {
    public static func text(_ name: String, year: Int?) -> String {
        year.map { "\(name) (\($0))" } ?? name
    }
}
