import ChatFeature
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain
import Presentation

extension ChatDependencies {
    /// The chat fed by the Intelligence context: the latest conversation kept about the title, or
    /// a new one, kept from its first exchange; each message sent in it as it stands, the answer's
    /// pieces passed on as they arrive. Failures read as `ask` and `chat` word them.
    static func live(_ services: AppServices) -> ChatDependencies {
        let openKept = services.intelligence.makeOpenConversationUseCase()
        let start = services.intelligence.makeStartConversationUseCase()
        let sendMessage = services.intelligence.makeSendMessageUseCase()
        let wording = services.failureWording
        let modelSettings = services.sourceSettings.model
        let isOn = services.offersChat
        // A model's server address that cannot be used fails the screen as it opens, as it fails ask and chat.
        let unusableModel = services.sourceSettings.model.unusable
        let held = HeldConversation()
        return ChatDependencies(
            open: { title throws(ViewStateError) in
                guard isOn else { throw Self.turnedOff }
                if let unusableModel { throw unusableModel }
                let reference = TitleReference(kind: title.kind == .tv ? .tv : .movie, id: title.id)
                let conversation: Conversation
                do throws(OpenConversationError) {
                    conversation = try await openKept.execute(.latest, about: reference)
                } catch .noneAbout {
                    do throws(StartConversationError) {
                        conversation = try await start.execute(about: reference, keep: false)
                    } catch {
                        throw error.worded(about: reference, by: wording)
                    }
                } catch {
                    throw error.worded(about: reference, by: wording)
                }
                held.conversation = conversation
                return ChatTranscriptMapper().map(conversation)
            },
            send: { message, _, onText throws(ViewStateError) in
                guard let conversation = held.conversation else {
                    throw ViewStateError(kind: .unexpected, message: "The conversation is not open yet.")
                }
                do throws(SendMessageError) {
                    let reply = try await sendMessage.execute(message, in: conversation, onText: onText)
                    held.conversation = reply.conversation
                    return reply.isCutShort ? .cutShort(reply.answer) : .complete(reply.answer)
                } catch {
                    let worded = error.worded(by: wording) ?? ViewStateError(kind: .invalidRequest, message: "The question is empty.")
                    throw worded.pointingAtTheModelKey(of: modelSettings)
                }
            })
    }

    /// What the chat says when `POPCORN_FEATURE_INTELLIGENCE` turns it off.
    static let turnedOff = ViewStateError(
        kind: .invalidRequest, message: "Asking about films and series is turned off (POPCORN_FEATURE_INTELLIGENCE).",
        suggestion: "Unset POPCORN_FEATURE_INTELLIGENCE, or set it to 1, to ask about a title.")
}
