import IntelligenceDomain
import IntelligenceTestSupport
import Testing

/// A row of the embedded answerer's table: a question about a title, and the answer it must give.
struct AnsweredQuestion: Sendable, CustomTestStringConvertible {
    let title: TitleReference
    let question: String
    let answer: String

    var testDescription: String { "\(title.kind) \(title.id): \(question)" }

    static let fightClub = IntelligenceFixtures.fightClubReference
    static let gameOfThrones = IntelligenceFixtures.gameOfThronesReference
    static let quietFilm = IntelligenceFixtures.quietFilmReference

    static let table: [AnsweredQuestion] = [
        // A film the catalogue knows well, asked in many ways.
        .init(title: fightClub, question: "who directed it?", answer: "Fight Club was directed by David Fincher."),
        .init(title: fightClub, question: "Who DIRECTED Fight Club", answer: "Fight Club was directed by David Fincher."),
        .init(title: fightClub, question: "who's the director?", answer: "Fight Club was directed by David Fincher."),
        .init(title: fightClub, question: "Who’s behind it?", answer: "Fight Club was directed by David Fincher."),
        .init(
            title: fightClub, question: "who wrote it?",
            answer: "Fight Club was written by Jim Uhls (Screenplay) and Chuck Palahniuk (Novel)."),
        .init(
            title: fightClub, question: "Who composed the score?", answer: "The music of Fight Club is by John King and Michael Simpson."),
        .init(title: fightClub, question: "who did the music", answer: "The music of Fight Club is by John King and Michael Simpson."),
        .init(
            title: fightClub, question: "Who produced it?",
            answer: "Fight Club was produced by Art Linson, Ceán Chaffin and Ross Grayson Bell."),
        .init(title: fightClub, question: "who plays Tyler Durden?", answer: "Brad Pitt plays Tyler Durden in Fight Club."),
        .init(title: fightClub, question: "WHO PLAYED TYLER?", answer: "Brad Pitt plays Tyler Durden in Fight Club."),
        .init(
            title: fightClub, question: "who plays Tyler Durden in Fight Club?", answer: "Brad Pitt plays Tyler Durden in Fight Club."),
        .init(title: fightClub, question: "Whom does Brad Pitt play in Fight Club?", answer: "Brad Pitt plays Tyler Durden in Fight Club."),
        .init(title: fightClub, question: "Who's playing the narrator?", answer: "Edward Norton plays The Narrator in Fight Club."),
        .init(title: fightClub, question: "whom does Brad Pitt play?", answer: "Brad Pitt plays Tyler Durden in Fight Club."),
        .init(
            title: fightClub, question: "What character does Helena Bonham Carter play in it?",
            answer: "Helena Bonham Carter plays Marla Singer in Fight Club."),
        .init(title: fightClub, question: "when did it come out?", answer: "Fight Club came out on 15 October 1999."),
        .init(title: fightClub, question: "What year was it released?", answer: "Fight Club came out on 15 October 1999."),
        .init(title: fightClub, question: "how long is it?", answer: "Fight Club runs 139 minutes."),
        .init(title: fightClub, question: "What's the runtime", answer: "Fight Club runs 139 minutes."),
        .init(title: fightClub, question: "what genre is it", answer: "Fight Club is filed under Drama."),
        .init(title: fightClub, question: "what's its rating?", answer: "Fight Club is rated 8.4 on average, from 26,280 votes."),
        .init(title: fightClub, question: "What was the budget?", answer: "The budget of Fight Club was $63,000,000."),
        .init(
            title: fightClub, question: "how much did it make at the box office?",
            answer: "Fight Club earned $100,853,753 at the box office."),
        .init(
            title: fightClub, question: "What else has Brad Pitt been in?",
            answer: "Brad Pitt is also credited on Moneyball (2011), Troy (2004) and Se7en (1995)."),
        .init(
            title: fightClub, question: "what else did the director make?",
            answer: "David Fincher is also credited on Zodiac (2007) and Se7en (1995)."),
        .init(
            title: fightClub, question: "Any similar films?",
            answer: "Fight Club is like Se7en (1995), The Game (1997) and Memento (2000)."),
        .init(title: fightClub, question: "how many seasons are there?", answer: "Fight Club is a film; it has no seasons."),
        // A series.
        .init(title: gameOfThrones, question: "how many seasons are there?", answer: "Game of Thrones has 8 seasons."),
        .init(title: gameOfThrones, question: "How many episodes?", answer: "Game of Thrones has 73 episodes."),
        .init(
            title: gameOfThrones, question: "how many episodes are in season 1?",
            answer: "Game of Thrones has 10 episodes in season 1."),
        .init(
            title: gameOfThrones, question: "When did season 1 air?",
            answer: "Game of Thrones's season 1 began airing on 17 April 2011."),
        .init(title: gameOfThrones, question: "who created it?", answer: "Game of Thrones was created by David Benioff and D. B. Weiss."),
        .init(title: gameOfThrones, question: "Who plays Jon Snow?", answer: "Kit Harington plays Jon Snow in Game of Thrones."),
        .init(
            title: gameOfThrones, question: "who composed the music",
            answer: "The catalogue does not say who wrote the music of Game of Thrones."),
        .init(
            title: gameOfThrones, question: "When did it first air?",
            answer: "Game of Thrones first aired on 17 April 2011 and last aired on 19 May 2019."),
        .init(
            title: gameOfThrones, question: "What genres?",
            answer: "Game of Thrones is filed under Sci-Fi & Fantasy, Drama and Action & Adventure."),
        .init(
            title: gameOfThrones, question: "what else was kit harington in?",
            answer: "Kit Harington is also credited on Pompeii (2014)."),
        .init(title: gameOfThrones, question: "anything like it?", answer: "The catalogue knows no titles like Game of Thrones."),
        .init(title: gameOfThrones, question: "who directed it", answer: "The catalogue does not say who directed Game of Thrones."),
        .init(title: gameOfThrones, question: "When did season 12 air?", answer: "The catalogue has no such season."),
        // A film the catalogue knows little of: every missing fact is said to be missing.
        .init(title: quietFilm, question: "who directed it?", answer: "The catalogue does not say who directed Quiet Film."),
        .init(title: quietFilm, question: "when was it released", answer: "The catalogue does not say when Quiet Film came out."),
        .init(title: quietFilm, question: "How long is it?", answer: "The catalogue does not say how long Quiet Film runs."),
        .init(title: quietFilm, question: "what's the budget", answer: "The catalogue does not know the budget of Quiet Film."),
        .init(title: quietFilm, question: "What did it gross?", answer: "The catalogue does not know what Quiet Film earned."),
        .init(title: quietFilm, question: "how is it rated?", answer: "The catalogue has no rating for Quiet Film."),
        .init(title: quietFilm, question: "What genre?", answer: "The catalogue lists no genres for Quiet Film."),
        .init(
            title: quietFilm, question: "who does Ann Example play?",
            answer: "Ann Example is in the cast of Quiet Film, but the catalogue does not name the part."),
        .init(
            title: quietFilm, question: "who plays the villain?",
            answer: "The catalogue does not name that character in the cast of Quiet Film."),
        .init(title: quietFilm, question: "who wrote it", answer: "The catalogue does not say who wrote Quiet Film."),
        // Anything else is declined in one sentence.
        .init(title: fightClub, question: "What is the capital of France?", answer: AnsweredQuestion.decline),
        .init(title: gameOfThrones, question: "write me a poem", answer: AnsweredQuestion.decline),
        .init(title: quietFilm, question: "Who won the 2020 election?", answer: AnsweredQuestion.decline),
    ]

    static let decline =
        "The catalogue can answer questions about this title's cast and crew, dates, running time, genres, rating, "
        + "budget and revenue, seasons and episodes, what its people also worked on, and titles like it."
}
