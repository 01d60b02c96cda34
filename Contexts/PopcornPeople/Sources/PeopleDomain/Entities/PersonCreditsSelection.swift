/// A person's credits narrowed to what was asked (a kind of title, a department), with the
/// departments their credits of that kind are in, whichever was asked: what a caller needs to say
/// where to look when the department asked holds none of them.
public struct PersonCreditsSelection: Sendable, Equatable {
    /// The credits asked for, newest first.
    public let credits: PersonCredits
    /// The department asked for, named as `Departments` names it ("Directing" for "directing");
    /// nil when none was.
    public let department: String?
    /// Every department their credits of the kind asked are in, in `Departments`' order.
    public let departments: [String]

    public init(credits: PersonCredits, department: String?, departments: [String]) {
        self.credits = credits
        self.department = department
        self.departments = departments
    }
}
