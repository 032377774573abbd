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
                == [.moveFocus(.outcomeTitle)])
        #expect(plan.focusSettled(currentFocus: nil) == [.announce("Door unlocked")])
        #expect(plan.focusSettled(currentFocus: nil).isEmpty, "announced once")
    }

    @Test func focusThatLandsReadsTheTitleAndNothingIsAnnounced() {
        var plan = SeamUnlockAnnouncementPlan()
        #expect(plan.announcement("Timed out", phase: .timedOut, focusWasInCard: true, currentFocus: nil)
                == [.moveFocus(.outcomeTitle)])
        #expect(plan.focusSettled(currentFocus: .outcomeTitle).isEmpty)
    }

    @Test func withFocusElsewhereOrAlreadyOnTheTitleItIsAnnouncedAtOnce() {
        var plan = SeamUnlockAnnouncementPlan()
        #expect(plan.announcement("Door unlocked", phase: .granted, focusWasInCard: false, currentFocus: nil)
                == [.announce("Door unlocked")])
        #expect(plan.announcement("Timed out", phase: .timedOut, focusWasInCard: true, currentFocus: .outcomeTitle)
                == [.announce("Timed out")])
        #expect(plan.focusSettled(currentFocus: .outcomeTitle).isEmpty)
    }

    @Test func aNewerOutcomeReplacesOneStillWaiting() {
        var plan = SeamUnlockAnnouncementPlan()
        _ = plan.announcement("Unlocking", phase: .unlocking, focusWasInCard: true, currentFocus: .unlockButton)
        #expect(plan.announcement("Door unlocked", phase: .granted, focusWasInCard: true, currentFocus: .unlockButton)
                == [.moveFocus(.outcomeTitle)])
        #expect(plan.focusSettled(currentFocus: .progressTitle) == [.announce("Door unlocked")])
    }
}
