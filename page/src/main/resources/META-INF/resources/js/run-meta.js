// Run A's description list: kind, suite, mode, times, versions, machine and hosts.

import { $, el } from './dom.js';
import { fmtDuration, fmtFixed, fmtTime } from './format.js';

/** A tier's own description of its host: the same machine on loopback, two across hosts. */
export function hostText(h) {
  return h && `${h.hostname}: ${h.cores} × ${h.cpuModel ?? 'CPU'}, ${fmtFixed(h.memoryBytes / 1e9, 1)} GB, ${h.kernel}, CPUs ${h.cpusAllowed ?? '?'}`;
}

/** [term, value] pairs from the run's document, or its summary in the run list while the document is missing. */
export function metaItems(doc, summary) {
  const items = [];
  const add = (term, value) => {
    if (value != null && value !== '') items.push([term, value]);
  };
  add('Kind', doc?.kind ?? summary?.kind);
  add('Suite', doc?.suite ?? summary?.suite);
  add('Mode', doc?.modeLabel ?? doc?.mode ?? summary?.mode);
  add('Network', doc?.network ?? summary?.network);
  add('Status', doc?.status ?? summary?.status);
  add('Started (UTC)', fmtTime(doc?.startedAt ?? summary?.startedAt));
  if (doc?.finishedAt) {
    const duration = fmtDuration(doc.startedAt, doc.finishedAt);
    add('Finished (UTC)', duration ? `${fmtTime(doc.finishedAt)} (${duration})` : fmtTime(doc.finishedAt));
  }
  add('Commit', doc?.gitCommit ?? summary?.gitCommit);
  const versions = doc?.versions || {};
  add('Quarkus', versions.quarkus);
  if (versions.java) add('Java', versions.javaVendor ? `${versions.java} (${versions.javaVendor})` : versions.java);
  add('OS', versions.os);
  const machine = doc?.machine;
  if (machine) {
    const memory = machine.memoryBytes ? `, ${fmtFixed(machine.memoryBytes / 1e9, 1)} GB` : '';
    add('Machine', `${machine.cores ?? '?'} cores${memory}`);
  }
  if (doc?.hosts) {
    add('Presentation host', hostText(doc.hosts.presentation));
    add('Business host', hostText(doc.hosts.business) ?? 'not read');
  }
  return items;
}

export function renderMeta(doc, summary) {
  $('run-meta').replaceChildren(...metaItems(doc, summary).map(([term, value]) =>
    el('div', {}, el('dt', {}, term), el('dd', {}, value))));
}
