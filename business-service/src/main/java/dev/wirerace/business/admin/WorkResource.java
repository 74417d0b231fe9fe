package dev.wirerace.business.admin;

import dev.wirerace.core.BusinessWork;
import dev.wirerace.model.WorkSetting;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The work and wait this business-service's core applies to every call: what a run records, so that a run against a
 * business-service started elsewhere ({@code --business HOST}) records the work its server did, not the one asked.
 */
@Path("/admin/work")
public class WorkResource {

    @Inject
    BusinessWork work;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public WorkSetting.Applied applied() {
        return new WorkSetting.Applied(work.nanos(), work.waitNanos());
    }
}
