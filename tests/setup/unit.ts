// Node tests run with a fixed timezone so date formatting is deterministic.
process.env['TZ'] = 'America/Sao_Paulo';
