public import Presentation

/// Who a person is, in the screen's own terms: their facts, the department they are best known
/// in and the titles they are best known for there. Nil is what the source does not know.
public struct PersonDetails: Sendable, Equatable, JSONRecord {
    public let id: Int
    public let name: String
    /// "female", "male", "non-binary".
    public let gender: String?
    public let knownForDepartment: String?
    /// "yyyy-mm-dd".
    public let birthday: String?
    public let deathday: String?
    /// Their age today, or at their death.
    public let age: Int?
    /// As the source writes it ("USA").
    public let countryOfBirth: String?
    /// How many distinct films and series they are credited on.
    public let creditCount: Int
    public let knownFor: [PersonDetailsTitle]
    /// The address of a picture of them; nil where the source has none or does not say where it is.
    public let profileURL: String?

    public init(
        id: Int, name: String, gender: String?, knownForDepartment: String?, birthday: String?, deathday: String?, age: Int?,
        countryOfBirth: String?, creditCount: Int, knownFor: [PersonDetailsTitle], profileURL: String? = nil
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.knownForDepartment = knownForDepartment
        self.birthday = birthday
        self.deathday = deathday
        self.age = age
        self.countryOfBirth = countryOfBirth
        self.creditCount = creditCount
        self.knownFor = knownFor
        self.profileURL = profileURL
    }
}
