import Browsing

/// The browser after `keys`, pressed one after another on `state`, and every effect they asked for
/// in order: what the state tests drive the browser with.
func press(_ keys: Key..., on state: BrowserState<TestPlace>) -> (BrowserState<TestPlace>, [BrowserEffect<TestPlace>]) {
    var state = state
    var effects: [BrowserEffect<TestPlace>] = []
    for key in keys {
        let step = state.step(.key(key))
        state = step.0
        effects += step.1
    }
    return (state, effects)
}
