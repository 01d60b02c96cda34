import PersonDetailsFeature
import Presentation

enum PersonDetailsFixtures {
    static let bradPitt = PersonDetails(
        id: 287, name: "Brad Pitt", gender: "male", knownForDepartment: "Acting", birthday: "1963-12-18", deathday: nil, age: 62,
        countryOfBirth: "USA", creditCount: 73,
        knownFor: [
            PersonDetailsTitle(kind: .movie, id: 550, title: "Fight Club", year: 1999, role: "Tyler Durden"),
            PersonDetailsTitle(kind: .tv, id: 1400, title: "Seinfeld", year: 1989, role: "Guest"),
        ],
        profileURL: "https://images.example/w185/bradpitt.jpg")

    static let marlonBrando = PersonDetails(
        id: 3084, name: "Marlon Brando", gender: nil, knownForDepartment: nil, birthday: "1924-04-03", deathday: "2004-07-01", age: 80,
        countryOfBirth: nil, creditCount: 1, knownFor: [])
}
