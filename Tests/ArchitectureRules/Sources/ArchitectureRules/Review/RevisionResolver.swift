/// Turns the command line's BASE and HEAD into revisions.
///
/// HEAD, when not given, is the working tree. BASE, when not given, is where the branch left
/// `main`: `git merge-base main HEAD`. On `main` itself that is HEAD's own commit, against which a
/// committed change would show nothing, so the review takes that commit's parent instead: on
/// `main`, `Scripts/review` reviews the last commit (and, with the working tree as HEAD, what is
/// not committed yet).
struct RevisionResolver {
    let git: Git

    func head(_ name: String?) throws(ReviewError) -> Revision {
        guard let name else {
            return .workingTree(headID: try commit("HEAD"))
        }
        return .commit(id: try commit(name), name: name)
    }

    func base(_ name: String?, head: Revision) throws(ReviewError) -> Revision {
        if let name { return .commit(id: try commit(name), name: name) }
        guard (try? git.run(["rev-parse", "--verify", "--quiet", "main^{commit}"]))?.status == 0 else {
            throw .badRevision("main", reason: "there is no branch main to start from; name BASE")
        }
        let forkPoint = try git.text(["merge-base", "main", head.commitID])
        if forkPoint != head.commitID { return .commit(id: forkPoint, name: "merge-base of main") }
        let parent = try? git.run(["rev-parse", "--verify", "--quiet", "\(head.commitID)^{commit}^"])
        guard let parent, parent.status == 0 else {
            throw .badRevision("\(String(head.commitID.prefix(10)))^", reason: "the commit has no parent; name BASE")
        }
        return .commit(id: parent.text, name: "parent of \(String(head.commitID.prefix(10)))")
    }

    /// The full id of the commit `name` names.
    private func commit(_ name: String) throws(ReviewError) -> String {
        guard !name.hasPrefix("-") else { throw .badRevision(name, reason: "a revision does not start with '-'") }
        let output: Git.Output
        do {
            output = try git.run(["rev-parse", "--verify", "--quiet", "\(name)^{commit}"])
        } catch {
            throw .gitFailed(command: "rev-parse", message: "\(error)")
        }
        guard output.status == 0, !output.text.isEmpty else {
            throw .badRevision(name, reason: "git knows no commit by that name")
        }
        return output.text
    }
}
