import Foundation
import SeamAccess
import Testing

/// VoiceOver hears every outcome: focus moves after the new title exists, and the outcome is
/// announced unless focus landed there (issue 18, finding 6: iOS 15–16 dropped the focus move
/// and the skipped announcement left the user hearing nothing).
struct SeamUnlockAnnouncementPlanTests {
    @Test func focusThatNeverLandsIsFollowedByTheAnnouncement() {
        var plan = SeamUnlockAnnouncementPlan()
        #expect(plan.announcement("Door unlocked", phase: .granted, focusWasInCard: true, currentFocus: .progressTitle)
                == [.moveFocus(.outcomeTitle, id: 1)])
        #expect(plan.focusSettled(id: 1, currentFocus: nil) == [.announce("Door unlocked")])
        #expect(plan.focusSettled(id: 1, currentFocus: nil).isEmpty, "announced once")
    }

    /// Announcing at once as well would be cut off by the focus move, which reads the title.
    @Test func focusThatLandsReadsTheTitleAndNothingIsAnnounced() {
        var plan = SeamUnlockAnnouncementPlan()
        #expect(plan.announcement("Timed out", phase: .timedOut, focusWasInCard: true, currentFocus: nil)
                == [.moveFocus(.outcomeTitle, id: 1)])
        #expect(plan.focusSettled(id: 1, currentFocus: .outcomeTitle).isEmpty)
    }

    @Test func withFocusElsewhereOrAlreadyOnTheTitleItIsAnnouncedAtOnce() {
        var plan = SeamUnlockAnnouncementPlan()
        #expect(plan.announcement("Door unlocked", phase: .granted, focusWasInCard: false, currentFocus: nil)
                == [.announce("Door unlocked")])
        #expect(plan.announcement("Timed out", phase: .timedOut, focusWasInCard: true, currentFocus: .outcomeTitle)
                == [.announce("Timed out")])
        #expect(plan.focusSettled(id: 1, currentFocus: .outcomeTitle).isEmpty)
    }

    /// Each move has an id, so a report arriving after a newer outcome (an unlock granted within
    /// the moment) is ignored rather than posting the newer text early.
    @Test func aNewerOutcomeReplacesOneStillWaitingAndTheOlderMovesReportIsIgnored() {
        var plan = SeamUnlockAnnouncementPlan()
        #expect(plan.announcement("Unlocking", phase: .unlocking, focusWasInCard: true, currentFocus: .unlockButton)
                == [.moveFocus(.progressTitle, id: 1)])
        // Granted within the moment the first move waits to be judged.
        #expect(plan.announcement("Door unlocked", phase: .granted, focusWasInCard: true, currentFocus: .progressTitle)
                == [.moveFocus(.outcomeTitle, id: 2)])
        #expect(plan.focusSettled(id: 1, currentFocus: .progressTitle).isEmpty,
                "the unlocking move's report does not post the newer outcome early (the focus move would cut it off)")
        #expect(plan.focusSettled(id: 2, currentFocus: .progressTitle) == [.announce("Door unlocked")])
        #expect(plan.focusSettled(id: 2, currentFocus: nil).isEmpty, "announced once")
    }
}
