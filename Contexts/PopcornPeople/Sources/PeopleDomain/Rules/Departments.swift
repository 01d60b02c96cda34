/// The departments a credit can be in, as TMDb names them: Acting for the parts, and the
/// departments of its crew's jobs (Actors holds a few of them, such as stunt doubles). A person's
/// credits are asked for by department name, whatever its case.
public enum Departments {
    /// Every department, Acting first, then the crew's by name.
    public static let all = [
        PersonCredits.acting, "Actors", "Art", "Camera", "Costume & Make-Up", "Crew", "Directing", "Editing", "Lighting",
        "Production", "Sound", "Visual Effects", "Writing",
    ]

    /// The department called `name`, whatever its case ("directing" is Directing); nil when no
    /// department is called so.
    public static func named(_ name: String) -> String? {
        let wanted = name.lowercased()
        return all.first { $0.lowercased() == wanted }
    }

    /// `names` each once, in the order of `all`; a name that is not among them comes after, in
    /// the order of names.
    public static func ordered(_ names: some Sequence<String>) -> [String] {
        let distinct = Set(names)
        return all.filter(distinct.contains) + distinct.subtracting(all).sorted()
    }
}
