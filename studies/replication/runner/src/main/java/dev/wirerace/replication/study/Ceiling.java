package dev.wirerace.replication.study;

import java.util.List;
import java.util.Optional;

/** Each trial as a share of the raw JGroups channel's time for the same elements and nodes. */
final class Ceiling {

    private Ceiling() {
    }

    static List<TrialResult> apply(List<TrialResult> trials) {
        return trials.stream().map(trial -> {
            Optional<TrialResult> ceiling = trials.stream().filter(c -> c.setup().backend().equals(Backend.JGROUPS_RAW.id())
                    && c.ok() && c.setup().sameShape(trial.setup())).findFirst();
            if (!trial.ok() || ceiling.isEmpty() || trial.figures().allReadersMillis() == null
                    || ceiling.get().figures().allReadersMillis() == null) {
                return trial;
            }
            return trial.withPercentOfCeiling(100 * ceiling.get().figures().allReadersMillis()
                    / trial.figures().allReadersMillis());
        }).toList();
    }
}
